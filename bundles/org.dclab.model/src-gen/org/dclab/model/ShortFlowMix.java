/**
 */
package org.dclab.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Short Flow Mix</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Short flows of uniformly distributed size from one host, as in the coexistence experiments (10-50 KB at 20 % load).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.ShortFlowMix#getSource <em>Source</em>}</li>
 *   <li>{@link org.dclab.model.ShortFlowMix#getDestinations <em>Destinations</em>}</li>
 *   <li>{@link org.dclab.model.ShortFlowMix#getMinSizeBytes <em>Min Size Bytes</em>}</li>
 *   <li>{@link org.dclab.model.ShortFlowMix#getMaxSizeBytes <em>Max Size Bytes</em>}</li>
 *   <li>{@link org.dclab.model.ShortFlowMix#getLoad <em>Load</em>}</li>
 *   <li>{@link org.dclab.model.ShortFlowMix#getLoadBasis <em>Load Basis</em>}</li>
 *   <li>{@link org.dclab.model.ShortFlowMix#getStopPs <em>Stop Ps</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getShortFlowMix()
 * @model
 * @generated
 */
public interface ShortFlowMix extends GeneratedFlows {
	/**
	 * Returns the value of the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The host that opens the short flows.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Source</em>' reference.
	 * @see #setSource(Host)
	 * @see org.dclab.model.DclabPackage#getShortFlowMix_Source()
	 * @model required="true"
	 * @generated
	 */
	Host getSource();

	/**
	 * Sets the value of the '{@link org.dclab.model.ShortFlowMix#getSource <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' reference.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(Host value);

	/**
	 * Returns the value of the '<em><b>Destinations</b></em>' reference list.
	 * The list contents are of type {@link org.dclab.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Each flow goes to one of these hosts, chosen uniformly.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Destinations</em>' reference list.
	 * @see org.dclab.model.DclabPackage#getShortFlowMix_Destinations()
	 * @model required="true"
	 * @generated
	 */
	EList<Host> getDestinations();

	/**
	 * Returns the value of the '<em><b>Min Size Bytes</b></em>' attribute.
	 * The default value is <code>"10240"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Smallest flow size; sizes are uniform between minSizeBytes and maxSizeBytes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Min Size Bytes</em>' attribute.
	 * @see #setMinSizeBytes(long)
	 * @see org.dclab.model.DclabPackage#getShortFlowMix_MinSizeBytes()
	 * @model default="10240"
	 * @generated
	 */
	long getMinSizeBytes();

	/**
	 * Sets the value of the '{@link org.dclab.model.ShortFlowMix#getMinSizeBytes <em>Min Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min Size Bytes</em>' attribute.
	 * @see #getMinSizeBytes()
	 * @generated
	 */
	void setMinSizeBytes(long value);

	/**
	 * Returns the value of the '<em><b>Max Size Bytes</b></em>' attribute.
	 * The default value is <code>"51200"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Largest flow size.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Size Bytes</em>' attribute.
	 * @see #setMaxSizeBytes(long)
	 * @see org.dclab.model.DclabPackage#getShortFlowMix_MaxSizeBytes()
	 * @model default="51200"
	 * @generated
	 */
	long getMaxSizeBytes();

	/**
	 * Sets the value of the '{@link org.dclab.model.ShortFlowMix#getMaxSizeBytes <em>Max Size Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Size Bytes</em>' attribute.
	 * @see #getMaxSizeBytes()
	 * @generated
	 */
	void setMaxSizeBytes(long value);

	/**
	 * Returns the value of the '<em><b>Load</b></em>' attribute.
	 * The default value is <code>"0.2"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Offered load as a fraction of the source host's link capacity, counted as loadBasis says; flows arrive as a Poisson process at the rate that offers it. Above 1 the link is overloaded, which overload studies want.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Load</em>' attribute.
	 * @see #setLoad(double)
	 * @see org.dclab.model.DclabPackage#getShortFlowMix_Load()
	 * @model default="0.2"
	 * @generated
	 */
	double getLoad();

	/**
	 * Sets the value of the '{@link org.dclab.model.ShortFlowMix#getLoad <em>Load</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Load</em>' attribute.
	 * @see #getLoad()
	 * @generated
	 */
	void setLoad(double value);

	/**
	 * Returns the value of the '<em><b>Load Basis</b></em>' attribute.
	 * The default value is <code>"WIRE"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.LoadBasis}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether load counts bytes on the wire (headers included, as every file before this attribute ran) or the flows' payload.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Load Basis</em>' attribute.
	 * @see org.dclab.model.LoadBasis
	 * @see #setLoadBasis(LoadBasis)
	 * @see org.dclab.model.DclabPackage#getShortFlowMix_LoadBasis()
	 * @model default="WIRE"
	 * @generated
	 */
	LoadBasis getLoadBasis();

	/**
	 * Sets the value of the '{@link org.dclab.model.ShortFlowMix#getLoadBasis <em>Load Basis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Load Basis</em>' attribute.
	 * @see org.dclab.model.LoadBasis
	 * @see #getLoadBasis()
	 * @generated
	 */
	void setLoadBasis(LoadBasis value);

	/**
	 * Returns the value of the '<em><b>Stop Ps</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * No flow starts at or after this time, in picoseconds; 0 keeps starting flows until the run ends.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Stop Ps</em>' attribute.
	 * @see #setStopPs(long)
	 * @see org.dclab.model.DclabPackage#getShortFlowMix_StopPs()
	 * @model default="0"
	 * @generated
	 */
	long getStopPs();

	/**
	 * Sets the value of the '{@link org.dclab.model.ShortFlowMix#getStopPs <em>Stop Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Stop Ps</em>' attribute.
	 * @see #getStopPs()
	 * @generated
	 */
	void setStopPs(long value);

} // ShortFlowMix
