/**
 */
package org.dclab.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Poisson Background</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Background flows arriving as a Poisson process between random hosts, sizes drawn from an empirical CDF.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.PoissonBackground#getHosts <em>Hosts</em>}</li>
 *   <li>{@link org.dclab.model.PoissonBackground#getSources <em>Sources</em>}</li>
 *   <li>{@link org.dclab.model.PoissonBackground#getDestinations <em>Destinations</em>}</li>
 *   <li>{@link org.dclab.model.PoissonBackground#getCdf <em>Cdf</em>}</li>
 *   <li>{@link org.dclab.model.PoissonBackground#getLoad <em>Load</em>}</li>
 *   <li>{@link org.dclab.model.PoissonBackground#getLoadBasis <em>Load Basis</em>}</li>
 *   <li>{@link org.dclab.model.PoissonBackground#getCdfPoints <em>Cdf Points</em>}</li>
 *   <li>{@link org.dclab.model.PoissonBackground#getSizeCapBytes <em>Size Cap Bytes</em>}</li>
 *   <li>{@link org.dclab.model.PoissonBackground#getStopPs <em>Stop Ps</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getPoissonBackground()
 * @model
 * @generated
 */
public interface PoissonBackground extends GeneratedFlows {
	/**
	 * Returns the value of the '<em><b>Hosts</b></em>' reference list.
	 * The list contents are of type {@link org.dclab.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Flows run between two distinct hosts drawn uniformly from these; empty means every host of the network.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hosts</em>' reference list.
	 * @see org.dclab.model.DclabPackage#getPoissonBackground_Hosts()
	 * @model
	 * @generated
	 */
	EList<Host> getHosts();

	/**
	 * Returns the value of the '<em><b>Sources</b></em>' reference list.
	 * The list contents are of type {@link org.dclab.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * With destinations, instead of hosts: each flow starts at one of these, drawn uniformly, and the load is a fraction of their summed link rate (e.g. every server of one datacenter).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sources</em>' reference list.
	 * @see org.dclab.model.DclabPackage#getPoissonBackground_Sources()
	 * @model
	 * @generated
	 */
	EList<Host> getSources();

	/**
	 * Returns the value of the '<em><b>Destinations</b></em>' reference list.
	 * The list contents are of type {@link org.dclab.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * With sources, instead of hosts: each flow goes to one of these, drawn uniformly and never the flow's own source (e.g. every server of the other datacenter).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Destinations</em>' reference list.
	 * @see org.dclab.model.DclabPackage#getPoissonBackground_Destinations()
	 * @model
	 * @generated
	 */
	EList<Host> getDestinations();

	/**
	 * Returns the value of the '<em><b>Cdf</b></em>' attribute.
	 * The default value is <code>"datamining"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Name of the empirical flow-size distribution, such as datamining or websearch; ignored when cdfPoints gives one.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cdf</em>' attribute.
	 * @see #setCdf(String)
	 * @see org.dclab.model.DclabPackage#getPoissonBackground_Cdf()
	 * @model default="datamining" dataType="org.dclab.model.Identifier"
	 * @generated
	 */
	String getCdf();

	/**
	 * Sets the value of the '{@link org.dclab.model.PoissonBackground#getCdf <em>Cdf</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cdf</em>' attribute.
	 * @see #getCdf()
	 * @generated
	 */
	void setCdf(String value);

	/**
	 * Returns the value of the '<em><b>Load</b></em>' attribute.
	 * The default value is <code>"0.5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Offered load as a fraction of the sources' summed link capacity, counted as loadBasis says; above 1 the network is overloaded, which overload studies want.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Load</em>' attribute.
	 * @see #setLoad(double)
	 * @see org.dclab.model.DclabPackage#getPoissonBackground_Load()
	 * @model default="0.5"
	 * @generated
	 */
	double getLoad();

	/**
	 * Sets the value of the '{@link org.dclab.model.PoissonBackground#getLoad <em>Load</em>}' attribute.
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
	 * @see org.dclab.model.DclabPackage#getPoissonBackground_LoadBasis()
	 * @model default="WIRE"
	 * @generated
	 */
	LoadBasis getLoadBasis();

	/**
	 * Sets the value of the '{@link org.dclab.model.PoissonBackground#getLoadBasis <em>Load Basis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Load Basis</em>' attribute.
	 * @see org.dclab.model.LoadBasis
	 * @see #getLoadBasis()
	 * @generated
	 */
	void setLoadBasis(LoadBasis value);

	/**
	 * Returns the value of the '<em><b>Cdf Points</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A flow-size distribution given by its points instead of cdf's name: size in bytes and cumulative probability, pairs separated by commas, such as 0 0, 10000 0.5, 100000 0.9, 1000000 1. Sizes and probabilities never fall, and the last probability is 1; sizes between points are interpolated linearly.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cdf Points</em>' attribute.
	 * @see #setCdfPoints(String)
	 * @see org.dclab.model.DclabPackage#getPoissonBackground_CdfPoints()
	 * @model
	 * @generated
	 */
	String getCdfPoints();

	/**
	 * Sets the value of the '{@link org.dclab.model.PoissonBackground#getCdfPoints <em>Cdf Points</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cdf Points</em>' attribute.
	 * @see #getCdfPoints()
	 * @generated
	 */
	void setCdfPoints(String value);

	/**
	 * Returns the value of the '<em><b>Size Cap Bytes</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Largest flow: a size drawn above it is cut to it, and the arrival rate follows the capped mean so the load stays as given; 0 caps nothing.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Size Cap Bytes</em>' attribute.
	 * @see #setSizeCapBytes(long)
	 * @see org.dclab.model.DclabPackage#getPoissonBackground_SizeCapBytes()
	 * @model default="0"
	 * @generated
	 */
	long getSizeCapBytes();

	/**
	 * Sets the value of the '{@link org.dclab.model.PoissonBackground#getSizeCapBytes <em>Size Cap Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Size Cap Bytes</em>' attribute.
	 * @see #getSizeCapBytes()
	 * @generated
	 */
	void setSizeCapBytes(long value);

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
	 * @see org.dclab.model.DclabPackage#getPoissonBackground_StopPs()
	 * @model default="0"
	 * @generated
	 */
	long getStopPs();

	/**
	 * Sets the value of the '{@link org.dclab.model.PoissonBackground#getStopPs <em>Stop Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Stop Ps</em>' attribute.
	 * @see #getStopPs()
	 * @generated
	 */
	void setStopPs(long value);

} // PoissonBackground
