/**
 */
package org.dclab.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Scenario</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.Scenario#getDescription <em>Description</em>}</li>
 *   <li>{@link org.dclab.model.Scenario#getSchemaVersion <em>Schema Version</em>}</li>
 *   <li>{@link org.dclab.model.Scenario#getSeed <em>Seed</em>}</li>
 *   <li>{@link org.dclab.model.Scenario#getDurationPs <em>Duration Ps</em>}</li>
 *   <li>{@link org.dclab.model.Scenario#getTcpStack <em>Tcp Stack</em>}</li>
 *   <li>{@link org.dclab.model.Scenario#getEcmp <em>Ecmp</em>}</li>
 *   <li>{@link org.dclab.model.Scenario#getNetwork <em>Network</em>}</li>
 *   <li>{@link org.dclab.model.Scenario#getTraffic <em>Traffic</em>}</li>
 *   <li>{@link org.dclab.model.Scenario#getExperiment <em>Experiment</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getScenario()
 * @model
 * @generated
 */
public interface Scenario extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Description</em>' attribute.
	 * @see #setDescription(String)
	 * @see org.dclab.model.DclabPackage#getScenario_Description()
	 * @model
	 * @generated
	 */
	String getDescription();

	/**
	 * Sets the value of the '{@link org.dclab.model.Scenario#getDescription <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Description</em>' attribute.
	 * @see #getDescription()
	 * @generated
	 */
	void setDescription(String value);

	/**
	 * Returns the value of the '<em><b>Schema Version</b></em>' attribute.
	 * The default value is <code>"3"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Version of the file format this scenario was written in. It grows with every change of the format, so that a reader can tell a file from an older or a newer release apart from a broken one.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Schema Version</em>' attribute.
	 * @see #setSchemaVersion(int)
	 * @see org.dclab.model.DclabPackage#getScenario_SchemaVersion()
	 * @model default="3"
	 * @generated
	 */
	int getSchemaVersion();

	/**
	 * Sets the value of the '{@link org.dclab.model.Scenario#getSchemaVersion <em>Schema Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Schema Version</em>' attribute.
	 * @see #getSchemaVersion()
	 * @generated
	 */
	void setSchemaVersion(int value);

	/**
	 * Returns the value of the '<em><b>Seed</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Master seed from which every random stream of a run is derived: same scenario, same seed, same results.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Seed</em>' attribute.
	 * @see #setSeed(long)
	 * @see org.dclab.model.DclabPackage#getScenario_Seed()
	 * @model default="1"
	 * @generated
	 */
	long getSeed();

	/**
	 * Sets the value of the '{@link org.dclab.model.Scenario#getSeed <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Seed</em>' attribute.
	 * @see #getSeed()
	 * @generated
	 */
	void setSeed(long value);

	/**
	 * Returns the value of the '<em><b>Duration Ps</b></em>' attribute.
	 * The default value is <code>"1000000000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Simulated time to run, in picoseconds (the default is one second).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Duration Ps</em>' attribute.
	 * @see #setDurationPs(long)
	 * @see org.dclab.model.DclabPackage#getScenario_DurationPs()
	 * @model default="1000000000000"
	 * @generated
	 */
	long getDurationPs();

	/**
	 * Sets the value of the '{@link org.dclab.model.Scenario#getDurationPs <em>Duration Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Duration Ps</em>' attribute.
	 * @see #getDurationPs()
	 * @generated
	 */
	void setDurationPs(long value);

	/**
	 * Returns the value of the '<em><b>Tcp Stack</b></em>' attribute.
	 * The default value is <code>"PAPERS"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.TcpStack}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The TCP stack every host runs, unless a transport switches single mechanisms on or off itself. New scenarios run LINUX; a file without this attribute, written before stacks could be chosen, runs PAPERS, the stack it always ran, so that its results stay the same.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tcp Stack</em>' attribute.
	 * @see org.dclab.model.TcpStack
	 * @see #setTcpStack(TcpStack)
	 * @see org.dclab.model.DclabPackage#getScenario_TcpStack()
	 * @model default="PAPERS"
	 * @generated
	 */
	TcpStack getTcpStack();

	/**
	 * Sets the value of the '{@link org.dclab.model.Scenario#getTcpStack <em>Tcp Stack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tcp Stack</em>' attribute.
	 * @see org.dclab.model.TcpStack
	 * @see #getTcpStack()
	 * @generated
	 */
	void setTcpStack(TcpStack value);

	/**
	 * Returns the value of the '<em><b>Ecmp</b></em>' attribute.
	 * The default value is <code>"PER_FLOW"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.EcmpMode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How every switch picks among equal-cost next hops: per flow by a hash of its addresses and ports (the default), or per packet (packet spraying).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ecmp</em>' attribute.
	 * @see org.dclab.model.EcmpMode
	 * @see #setEcmp(EcmpMode)
	 * @see org.dclab.model.DclabPackage#getScenario_Ecmp()
	 * @model default="PER_FLOW"
	 * @generated
	 */
	EcmpMode getEcmp();

	/**
	 * Sets the value of the '{@link org.dclab.model.Scenario#getEcmp <em>Ecmp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ecmp</em>' attribute.
	 * @see org.dclab.model.EcmpMode
	 * @see #getEcmp()
	 * @generated
	 */
	void setEcmp(EcmpMode value);

	/**
	 * Returns the value of the '<em><b>Network</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Network</em>' containment reference.
	 * @see #setNetwork(Network)
	 * @see org.dclab.model.DclabPackage#getScenario_Network()
	 * @model containment="true" required="true"
	 * @generated
	 */
	Network getNetwork();

	/**
	 * Sets the value of the '{@link org.dclab.model.Scenario#getNetwork <em>Network</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Network</em>' containment reference.
	 * @see #getNetwork()
	 * @generated
	 */
	void setNetwork(Network value);

	/**
	 * Returns the value of the '<em><b>Traffic</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The applications that load the network; without it a run moves no data.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Traffic</em>' containment reference.
	 * @see #setTraffic(Traffic)
	 * @see org.dclab.model.DclabPackage#getScenario_Traffic()
	 * @model containment="true"
	 * @generated
	 */
	Traffic getTraffic();

	/**
	 * Sets the value of the '{@link org.dclab.model.Scenario#getTraffic <em>Traffic</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Traffic</em>' containment reference.
	 * @see #getTraffic()
	 * @generated
	 */
	void setTraffic(Traffic value);

	/**
	 * Returns the value of the '<em><b>Experiment</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What to record and which parameters to sweep; without it a run records its summary only.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Experiment</em>' containment reference.
	 * @see #setExperiment(Experiment)
	 * @see org.dclab.model.DclabPackage#getScenario_Experiment()
	 * @model containment="true"
	 * @generated
	 */
	Experiment getExperiment();

	/**
	 * Sets the value of the '{@link org.dclab.model.Scenario#getExperiment <em>Experiment</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Experiment</em>' containment reference.
	 * @see #getExperiment()
	 * @generated
	 */
	void setExperiment(Experiment value);

} // Scenario
