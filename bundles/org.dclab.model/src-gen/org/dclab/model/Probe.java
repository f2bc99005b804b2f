/**
 */
package org.dclab.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Probe</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A time series to record during a run.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.Probe#getKind <em>Kind</em>}</li>
 *   <li>{@link org.dclab.model.Probe#getTarget <em>Target</em>}</li>
 *   <li>{@link org.dclab.model.Probe#getAt <em>At</em>}</li>
 *   <li>{@link org.dclab.model.Probe#getPeriodPs <em>Period Ps</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getProbe()
 * @model
 * @generated
 */
public interface Probe extends EObject {
	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The default value is <code>"QUEUE_LENGTH"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.ProbeKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see org.dclab.model.ProbeKind
	 * @see #setKind(ProbeKind)
	 * @see org.dclab.model.DclabPackage#getProbe_Kind()
	 * @model default="QUEUE_LENGTH"
	 * @generated
	 */
	ProbeKind getKind();

	/**
	 * Sets the value of the '{@link org.dclab.model.Probe#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see org.dclab.model.ProbeKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(ProbeKind value);

	/**
	 * Returns the value of the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What to observe: a link for queue probes, an application for transport and application probes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Target</em>' reference.
	 * @see #setTarget(NamedElement)
	 * @see org.dclab.model.DclabPackage#getProbe_Target()
	 * @model required="true"
	 * @generated
	 */
	NamedElement getTarget();

	/**
	 * Sets the value of the '{@link org.dclab.model.Probe#getTarget <em>Target</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Target</em>' reference.
	 * @see #getTarget()
	 * @generated
	 */
	void setTarget(NamedElement value);

	/**
	 * Returns the value of the '<em><b>At</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Queue probes: the node whose egress port on the target link to watch; without it the link's source.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>At</em>' reference.
	 * @see #setAt(Node)
	 * @see org.dclab.model.DclabPackage#getProbe_At()
	 * @model
	 * @generated
	 */
	Node getAt();

	/**
	 * Sets the value of the '{@link org.dclab.model.Probe#getAt <em>At</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>At</em>' reference.
	 * @see #getAt()
	 * @generated
	 */
	void setAt(Node value);

	/**
	 * Returns the value of the '<em><b>Period Ps</b></em>' attribute.
	 * The default value is <code>"100000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sampling period for probes that are sampled rather than recorded on change, in picoseconds (100 µs).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Period Ps</em>' attribute.
	 * @see #setPeriodPs(long)
	 * @see org.dclab.model.DclabPackage#getProbe_PeriodPs()
	 * @model default="100000000"
	 * @generated
	 */
	long getPeriodPs();

	/**
	 * Sets the value of the '{@link org.dclab.model.Probe#getPeriodPs <em>Period Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Period Ps</em>' attribute.
	 * @see #getPeriodPs()
	 * @generated
	 */
	void setPeriodPs(long value);

} // Probe
